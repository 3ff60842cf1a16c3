// The copy is made, built and started once for the run; the spec finds it through the environment.
import { makeCopy, startCopy } from './copy';

export default async function setup() {
  const copy = await startCopy(makeCopy());
  process.env.IMPLEMENTER_BASE = copy.base;
  process.env.IMPLEMENTER_DATA = copy.dataDir;
  process.env.IMPLEMENTER_PID = String(copy.pid);
  return async () => {
    await copy.stop();
    if (!process.env.KEEP_COPY) copy.remove();
  };
}
