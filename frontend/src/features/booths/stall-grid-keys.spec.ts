import { nextStallIndex } from './stall-grid-keys';

// 14 stalls in rows of six: 0-5, 6-11, 12-13.
const move = (key: string, index: number, ctrlKey = false) =>
  nextStallIndex(key, index, 14, 6, ctrlKey);

describe('nextStallIndex', () => {
  it('moves left and right within the row and stops at its ends', () => {
    expect(move('ArrowRight', 0)).toBe(1);
    expect(move('ArrowRight', 5)).toBe(5);
    expect(move('ArrowLeft', 6)).toBe(6);
    expect(move('ArrowLeft', 7)).toBe(6);
    expect(move('ArrowRight', 13)).toBe(13);
  });

  it('moves up and down within the visual column', () => {
    expect(move('ArrowDown', 1)).toBe(7);
    expect(move('ArrowDown', 7)).toBe(13);
    expect(move('ArrowUp', 13)).toBe(7);
    expect(move('ArrowUp', 2)).toBe(2);
    // The last row is short: below stall 9 there is none.
    expect(move('ArrowDown', 9)).toBe(9);
  });

  it('jumps to the ends of the row with Home/End and of the grid with Ctrl', () => {
    expect(move('Home', 9)).toBe(6);
    expect(move('End', 7)).toBe(11);
    expect(move('End', 12)).toBe(13);
    expect(move('Home', 9, true)).toBe(0);
    expect(move('End', 2, true)).toBe(13);
  });

  it('leaves other keys to the browser', () => {
    expect(move('Tab', 3)).toBeNull();
    expect(move(' ', 3)).toBeNull();
    expect(move('Enter', 3)).toBeNull();
  });
});
