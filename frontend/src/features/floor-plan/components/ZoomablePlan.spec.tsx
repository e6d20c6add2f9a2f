import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { ZoomablePlan } from './ZoomablePlan';

// jsdom lays nothing out: the box is 400 × 300 CSS pixels at the page's top left corner.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});
afterEach(() => vi.restoreAllMocks());

function renderZoomable() {
  const onStall = vi.fn();
  const view = renderWithProviders(
    <ZoomablePlan aspectRatio={4 / 3} maxScale={4} label="Lageplan Arkadenhof">
      <button type="button" onClick={onStall}>
        AK-01
      </button>
    </ZoomablePlan>,
  );
  const box = screen.getByRole('group', { name: /^Lageplan Arkadenhof/ });
  const content = box.firstElementChild as HTMLElement;
  return { ...view, box, content, onStall, stall: screen.getByText('AK-01') };
}

const pointer = (id: number, x: number, y: number) => ({
  pointerId: id,
  pointerType: 'touch',
  clientX: x,
  clientY: y,
  button: 0,
});

describe('ZoomablePlan', () => {
  it('zooms about the middle with + and −, and fits the whole plan again', async () => {
    const { user, content } = renderZoomable();
    const zoomIn = screen.getByRole('button', { name: 'Vergrößern' });
    const zoomOut = screen.getByRole('button', { name: 'Verkleinern' });
    const fit = screen.getByRole('button', { name: 'Einpassen' });
    // At the whole plan there is nothing to zoom out.
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    expect(fit).toHaveAttribute('aria-disabled', 'true');

    await user.click(zoomIn);
    expect(content.style.transform).toBe('translate(-100px, -75px) scale(1.5)');
    expect(zoomOut).not.toHaveAttribute('aria-disabled');

    for (let i = 0; i < 5; i += 1) await user.click(zoomIn);
    expect(content.style.transform).toMatch(/scale\(4\)$/);
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    // Still focusable at the limit: the keyboard's focus stays where it was.
    expect(zoomIn).toHaveFocus();

    await user.click(fit);
    expect(content.style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('pans and zooms by keyboard when the plan has the focus', async () => {
    const { user, box, content } = renderZoomable();
    box.focus();
    await user.keyboard('+');
    expect(content.style.transform).toBe('translate(-100px, -75px) scale(1.5)');
    await user.keyboard('{ArrowRight}');
    expect(content.style.transform).toBe('translate(-160px, -75px) scale(1.5)');
    await user.keyboard('{ArrowUp}');
    expect(content.style.transform).toBe('translate(-160px, -30px) scale(1.5)');
    await user.keyboard('0');
    expect(content.style.transform).toBe('translate(0px, 0px) scale(1)');
  });

  it('lets a tap through to the plan, but not the click that ends a drag', () => {
    const { box, content, stall, onStall } = renderZoomable();
    fireEvent.click(screen.getByRole('button', { name: 'Vergrößern' }));

    // A tap: down and up on the spot.
    fireEvent.pointerDown(stall, pointer(1, 200, 150));
    fireEvent.pointerUp(stall, pointer(1, 201, 151));
    fireEvent.click(stall);
    expect(onStall).toHaveBeenCalledTimes(1);

    // A drag of 40 px to the right moves the plan with the finger.
    fireEvent.pointerDown(stall, pointer(1, 200, 150));
    fireEvent.pointerMove(box, pointer(1, 220, 150));
    fireEvent.pointerMove(box, pointer(1, 240, 150));
    fireEvent.pointerUp(box, pointer(1, 240, 150));
    fireEvent.click(stall);
    expect(onStall).toHaveBeenCalledTimes(1);
    expect(content.style.transform).toBe('translate(-60px, -75px) scale(1.5)');
  });

  it('pinches with two fingers', () => {
    const { box, content } = renderZoomable();
    fireEvent.pointerDown(box, pointer(1, 150, 150));
    fireEvent.pointerDown(box, pointer(2, 250, 150));
    fireEvent.pointerMove(box, pointer(2, 350, 150));
    // Distance 100 → 200 about the old midpoint (200, 150), which then moves to (250, 150).
    expect(content.style.transform).toBe('translate(-150px, -150px) scale(2)');
    fireEvent.pointerUp(box, pointer(1, 150, 150));
    fireEvent.pointerUp(box, pointer(2, 350, 150));
  });

  it('zooms with the wheel about the pointer, and lets the page scroll at the whole plan', () => {
    const { box, content } = renderZoomable();
    const down = new WheelEvent('wheel', { deltaY: 100, clientX: 0, clientY: 0, cancelable: true });
    act(() => void box.dispatchEvent(down));
    expect(down.defaultPrevented).toBe(false);

    const up = new WheelEvent('wheel', {
      deltaY: -100,
      clientX: 0,
      clientY: 0,
      cancelable: true,
    });
    act(() => void box.dispatchEvent(up));
    expect(up.defaultPrevented).toBe(true);
    // Zoomed about the top left corner: no shift.
    expect(content.style.transform).toMatch(/^translate\(0px, 0px\) scale\(1\.28/);
  });
});
