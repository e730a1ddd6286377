import type { ReactNode } from 'react';

/** The accent of a toast: default, success, warning or error. */
export type ToastVariant = 'default' | 'success' | 'warning' | 'error';

/** What one toast shows, and for how long. */
export interface ToastOptions {
  /** The bold first line, already translated. */
  title: string;
  /** More text, already translated. */
  message?: ReactNode;
  /** The accent; default unless given. */
  variant?: ToastVariant | undefined;
  /** Milliseconds before it hides itself; the provider's duration unless given, Infinity to stay. */
  duration?: number | undefined;
}

/** The methods of the toast API. Each `show` and helper returns the id that `hide` takes. */
export interface ToastMethods {
  /** Shows a toast and returns its id. */
  show(options: ToastOptions): string;
  /** Shows a success toast ("Saved"). */
  success(title: string, message?: ReactNode): string;
  /** Shows a warning toast ("Connection lost"). */
  warning(title: string, message?: ReactNode): string;
  /** Shows an error toast ("Upload failed"). */
  error(title: string, message?: ReactNode): string;
  /** Hides one toast; an id that is no longer shown is ignored. */
  hide(id: string): void;
  /** Hides every toast shown. */
  hideAll(): void;
}

export type ToastMethodName = keyof ToastMethods;

export const toastMethodNames = [
  'show',
  'success',
  'warning',
  'error',
  'hide',
  'hideAll',
] as const satisfies readonly ToastMethodName[];

/** Spec §8: the toast API was called by a name it has no method for. */
export class ToastMethodError extends Error {
  constructor(name: string) {
    super(`No method named ${name}`);
    this.name = 'ToastMethodError';
  }
}

function isToastMethodName(name: string): name is ToastMethodName {
  return (toastMethodNames as readonly string[]).includes(name);
}

/** The toast API: the methods, and `call` to reach one by a name that arrives as data. */
export interface ToastHandle extends ToastMethods {
  /**
   * Calls a method by its name, e.g. a message kind the server sent ("success", "warning").
   * A name that is not one of the methods throws `No method named {name}` (spec §8).
   */
  call<Name extends ToastMethodName>(
    name: Name,
    ...args: Parameters<ToastMethods[Name]>
  ): ReturnType<ToastMethods[Name]>;
  call(name: string, ...args: unknown[]): unknown;
}

/**
 * Adds `call` to the methods. Only the listed names are reachable, never what every object
 * inherits ("toString", "constructor"), so a name from outside cannot run anything else.
 */
export function toastHandle(methods: ToastMethods): ToastHandle {
  function call(name: string, ...args: unknown[]): unknown {
    if (!isToastMethodName(name)) throw new ToastMethodError(name);
    return (methods[name] as (...values: unknown[]) => unknown)(...args);
  }
  return { ...methods, call: call as ToastHandle['call'] };
}
