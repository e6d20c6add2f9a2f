export const OrderList = 'OrderList';
