import { describe, expect, it, vi } from 'vitest';
import { ToastMethodError, toastHandle, type ToastMethods } from '#design-system/Toast/toastHandle.ts';

function fakeMethods(): ToastMethods {
  return {
    show: vi.fn(() => 'toast-1'),
    success: vi.fn(() => 'toast-2'),
    warning: vi.fn(() => 'toast-3'),
    error: vi.fn(() => 'toast-4'),
    hide: vi.fn(),
    hideAll: vi.fn(),
  };
}

describe('toastHandle', () => {
  it('calls a method by its name with the arguments given', () => {
    const methods = fakeMethods();
    const handle = toastHandle(methods);
    expect(handle.call('success', 'Saved', 'Your answers were saved.')).toBe('toast-2');
    expect(methods.success).toHaveBeenCalledWith('Saved', 'Your answers were saved.');
  });

  it('throws "No method named {name}" for a name it has no method for', () => {
    const handle = toastHandle(fakeMethods());
    expect(() => handle.call('celebrate', 'Saved')).toThrow(new ToastMethodError('celebrate'));
    expect(() => handle.call('celebrate')).toThrow(/^No method named celebrate$/);
  });

  it('does not reach what every object inherits', () => {
    const handle = toastHandle(fakeMethods());
    expect(() => handle.call('toString')).toThrow('No method named toString');
    expect(() => handle.call('constructor')).toThrow('No method named constructor');
  });

  it('does not reach call itself by name', () => {
    const handle = toastHandle(fakeMethods());
    expect(() => handle.call('call', 'show')).toThrow('No method named call');
  });

  it('keeps the methods callable directly', () => {
    const methods = fakeMethods();
    toastHandle(methods).hide('toast-1');
    expect(methods.hide).toHaveBeenCalledWith('toast-1');
  });
});
