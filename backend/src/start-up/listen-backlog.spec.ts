import { describe, expect, it } from 'vitest';
import { chooseListenBacklog, FALLBACK_LISTEN_BACKLOG, readSomaxconn, WANTED_LISTEN_BACKLOG } from './listen-backlog';

describe('the listen backlog', () => {
  it('is what the app asks for when the kernel allows as much, with no line', () => {
    expect(chooseListenBacklog('65535\n')).toEqual({ backlog: WANTED_LISTEN_BACKLOG });
    expect(chooseListenBacklog('1000000\n')).toEqual({ backlog: WANTED_LISTEN_BACKLOG });
  });

  it('is the kernel’s net.core.somaxconn when lower, saying so in one line', () => {
    const choice = chooseListenBacklog('4096\n');
    expect(choice.backlog).toBe(4096);
    expect(choice.note).toBe(
      '  listen backlog: 4096 (net.core.somaxconn caps the 65535 the app asks for; sysctl -w net.core.somaxconn=65535 raises it)',
    );
    expect(chooseListenBacklog('128', 100)).toEqual({ backlog: 100 });
  });

  it('is Node’s 511 when the limit cannot be read or makes no sense', () => {
    for (const text of [undefined, '', 'abc', '0', '-5', '12.5']) {
      expect(chooseListenBacklog(text)).toEqual({ backlog: FALLBACK_LISTEN_BACKLOG });
    }
    expect(readSomaxconn('/no/such/file')).toBeUndefined();
  });
});
