/**
 * Work run one piece after another, each starting when the previous one ended (however it
 * ended). Withdrawals share one such line, crypto and fiat alike, so that two cannot both pass
 * the guard's daily limit while a question is open.
 */
export type Serial = <T>(work: () => Promise<T>) => Promise<T>;

export function serial(): Serial {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
}
