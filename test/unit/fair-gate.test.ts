/** The per-account share of the pool (shared/dispatch/fair.ts), step by step. */
import { describe, expect, it } from 'vitest';
import { FairGate } from '../../shared/dispatch/fair.js';

const tick = () => new Promise((r) => setImmediate(r));

describe('FairGate', () => {
  it('holds a flooding account to its cap while another waits, and serves waiting accounts round-robin', async () => {
    const gate = new FairGate(1, 2); // 2 threads: a share of 1, one thread kept free for another account
    const started: string[] = [];
    const releases: (() => void)[] = [];
    const take = (acc: string, tag: string) => gate.acquire(acc).then((r) => (started.push(tag), releases.push(r), r));
    void take('A', 'a1');
    for (const t of ['a2', 'a3', 'a4']) void take('A', t);
    await tick();
    expect(started).toEqual(['a1']); // A alone still keeps one thread free
    void take('B', 'b1');
    void take('B', 'b2');
    void take('C', 'c1');
    await tick();
    expect(started).toEqual(['a1', 'b1', 'c1']); // newcomers under their share start at once
    releases[0](); // a1 ends: A's next
    await tick();
    expect(started.at(-1)).toBe('a2');
    releases[1](); // b1 ends: B's next
    await tick();
    expect(started.at(-1)).toBe('b2');
    expect(gate.stats).toMatchObject({ running: 3, accountsWaiting: 1, waiting: 2 });
  });

  it('a waiting task whose deadline passes leaves the queue with its reason', async () => {
    const gate = new FairGate(1, 2);
    await gate.acquire('A');
    const ctl = new AbortController();
    const waiting = gate.acquire('A', ctl.signal);
    ctl.abort(new Error('deadline'));
    await expect(waiting).rejects.toThrow('deadline');
    expect(gate.stats.waiting).toBe(0);
  });

  it('one account alone uses all threads but one of a bigger pool', async () => {
    const gate = new FairGate(4, 8);
    let n = 0;
    for (let i = 0; i < 20; i++) void gate.acquire('A').then(() => n++);
    await tick();
    expect(n).toBe(7);
  });
});
