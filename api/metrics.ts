/**
 * GET /metrics: Prometheus text exposition of shared/metrics.ts, for operators only: it answers when
 * METRICS_TOKEN is set and the request carries it as `Authorization: Bearer …` (compared in constant
 * time); without a token configured the path does not exist (404). In a node:cluster web role the
 * primary merges every process's registry, so a scrape that lands on any process sees them all.
 */
import cluster from 'node:cluster';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { registry } from '../shared/metrics.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

function authorised(req: Request, token: string): boolean {
  const h = req.headers.authorization;
  const given = typeof h === 'string' && h.startsWith('Bearer ') ? h.slice(7) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/** Asks the cluster's primary for the merged metrics of every web process. */
function clusterMetrics(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = randomUUID();
    const timer = setTimeout(() => {
      process.off('message', onReply);
      reject(new Error('no answer from the primary'));
    }, 5000);
    const onReply = (msg: unknown) => {
      const m = msg as { type?: string; id?: string; text?: string; error?: string };
      if (m?.type !== 'orrery:metrics:reply' || m.id !== id) return;
      clearTimeout(timer);
      process.off('message', onReply);
      if (m.error !== undefined || m.text === undefined) reject(new Error(m.error ?? 'empty'));
      else resolve(m.text);
    };
    process.on('message', onReply);
    process.send?.({ type: 'orrery:metrics', id });
  });
}

export function metricsHandler(token: string | undefined) {
  return async (req: Request, res: Response): Promise<void> => {
    if (!token) {
      res.status(404).json({ success: false, error: 'NOT_FOUND', message: 'No such endpoint' });
      return;
    }
    if (!authorised(req, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).json({ success: false, error: 'INVALID_API_KEY', message: 'GET /metrics needs the metrics token as Authorization: Bearer' });
      return;
    }
    try {
      const text = cluster.isWorker ? await clusterMetrics() : await registry.metrics();
      res.setHeader('Cache-Control', 'no-store');
      res.type(registry.contentType).send(text);
    } catch {
      res.status(503).json({ success: false, error: 'SERVICE_UNAVAILABLE', message: 'Metrics could not be collected; retry shortly' });
    }
  };
}
