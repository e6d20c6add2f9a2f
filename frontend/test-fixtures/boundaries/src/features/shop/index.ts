export { Cart } from './components/Cart';
