/**
 * Where an arrow, Home or End key moves the focus in a stall grid of `count` stalls laid out in
 * rows of `columns` (WAI-ARIA grid pattern): Left/Right within the row, Up/Down within the column,
 * Home/End to the row's first/last stall, Ctrl+Home/Ctrl+End to the grid's first/last stall. At an
 * edge the focus stays (the same index). Null for any other key, which the grid leaves alone.
 */
export function nextStallIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
  ctrlKey = false,
): number | null {
  const rowStart = index - (index % columns);
  const rowEnd = Math.min(rowStart + columns, count) - 1;
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, rowEnd);
    case 'ArrowLeft':
      return Math.max(index - 1, rowStart);
    case 'ArrowDown':
      return index + columns < count ? index + columns : index;
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'Home':
      return ctrlKey ? 0 : rowStart;
    case 'End':
      return ctrlKey ? count - 1 : rowEnd;
    default:
      return null;
  }
}
