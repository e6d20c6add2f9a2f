export const accent = '#d4a437';
