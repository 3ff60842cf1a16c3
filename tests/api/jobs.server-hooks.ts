// The job the two-instance test (jobs-two-instances.test.ts) runs in real server processes: `test-work`
// writes a row when it starts and one when it is done (with the process id), so the test reads from the
// database who ran what and how often. A job whose `hangFirst` is set hangs on its first run (the test
// kills that process) and finishes quickly when run again. POST /test/jobs { count, ms, hangFirst } sends them.
import type { FastifyInstance } from 'fastify';

export async function installTestJobs(app: FastifyInstance) {
  const { db, jobs } = app.ctx;
  await db.query(`CREATE TABLE IF NOT EXISTS test_job_runs (job_id text NOT NULL, pid int NOT NULL, step text NOT NULL, at timestamptz NOT NULL DEFAULT now())`);
  jobs.work<{ ms: number; hangFirst?: boolean }>('test-work', async (job) => {
    const before = await db.query(`SELECT 1 FROM test_job_runs WHERE job_id = $1 AND step = 'start'`, [job.id]);
    await db.query(`INSERT INTO test_job_runs (job_id, pid, step) VALUES ($1, $2, 'start')`, [job.id, process.pid]);
    const ms = job.data.hangFirst && !before.length ? 600_000 : job.data.ms;
    await new Promise((r) => setTimeout(r, ms));
    await db.query(`INSERT INTO test_job_runs (job_id, pid, step) VALUES ($1, $2, 'done')`, [job.id, process.pid]);
  });
  app.post('/test/jobs', async (req) => {
    const { count, ms, hangFirst } = req.body as { count: number; ms: number; hangFirst?: boolean };
    const ids = [];
    for (let i = 0; i < count; i++) ids.push(await jobs.send('test-work', { ms, hangFirst }));
    return { ids, pid: process.pid };
  });
}
