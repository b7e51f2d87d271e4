/**
 * An emailed code works once: React may run an effect twice (StrictMode, a remount), so each code is sent at most
 * once per page load and every caller shares that one answer.
 */
export function onceByCode<T>(send: (code: string) => Promise<T>): (code: string) => Promise<T> {
  const sent = new Map<string, Promise<T>>();
  return (code) => {
    let answer = sent.get(code);
    if (!answer) {
      answer = send(code);
      sent.set(code, answer);
    }
    return answer;
  };
}
