import { Clock } from '../../src/shared/clock/clock.js';

/** A clock tests can set and move (docs/decisions.md 186: every rule reads the time from Clock). */
export class TestClock extends Clock {
  private current: Date | null = null;

  override now(): Date {
    return this.current ? new Date(this.current) : new Date();
  }

  set(instant: Date | string): void {
    this.current = new Date(instant);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.now().getTime() + milliseconds);
  }

  reset(): void {
    this.current = null;
  }
}
