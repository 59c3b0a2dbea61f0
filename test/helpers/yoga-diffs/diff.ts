/**
 * A difference from PyJHora 4.8.5 on a reference chart (test/unit/yogas-catalogue.test.ts): [chart, PyJHora id, who reports
 * it, the decision that explains it (a key yogas.decision.<key> of the entry's decisions)]. Each family of ids.ts lists its
 * own in ./<family>.ts, each with the worked positions in a comment.
 */
export type Diff = [chart: string, pyjhoraId: string, only: 'ours' | 'pyjhora', decision: string];
