export const appAccent = '#9b1c1f';
