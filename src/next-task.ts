/** Resolves in a task of its own: what follows runs after the browser has had its turn (input, paint). */
export const nextTask = (): Promise<void> =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });
