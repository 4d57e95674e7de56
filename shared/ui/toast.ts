import { create } from 'zustand';
import { TOAST_DURATION_MS } from '../constants';

export type ToastVariant = 'default' | 'destructive';
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

interface ToastState {
  current: Toast | null;
  show(t: Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant }): void;
  dismiss(): void;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/** One notice at a time: a new toast replaces the current one; each lasts 5 s. */
export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show(t) {
    clearTimeout(timer);
    const toast: Toast = { id: nextId++, variant: 'default', ...t };
    set({ current: toast });
    timer = setTimeout(() => set((s) => (s.current?.id === toast.id ? { current: null } : s)), TOAST_DURATION_MS);
  },
  dismiss() {
    clearTimeout(timer);
    set({ current: null });
  },
}));

export const toast = (t: Parameters<ToastState['show']>[0]) => useToastStore.getState().show(t);
