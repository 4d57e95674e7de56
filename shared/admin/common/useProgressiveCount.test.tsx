import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useProgressiveCount } from './useProgressiveCount';

describe('useProgressiveCount', () => {
  it('renders a short list whole on the first pass', () => {
    const { result } = renderHook(() => useProgressiveCount(5, 8));
    expect(result.current).toBe(5);
  });

  it('starts a long list with the first step and grows it, one step per task, to the whole list', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const count = useProgressiveCount(30, 8);
      seen.push(count);
      return count;
    });
    expect(seen[0]).toBe(8);
    await waitFor(() => expect(result.current).toBe(30));
    // Every step is at most eight more than the one before: no pass renders the rest at once.
    const steps = [...new Set(seen)];
    expect(steps).toEqual([8, 16, 24, 30]);
  });

  it('follows a list that grows after it was complete', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 8), {
      initialProps: { total: 10 },
    });
    await waitFor(() => expect(result.current).toBe(10));
    rerender({ total: 20 });
    await waitFor(() => expect(result.current).toBe(20));
  });
});
