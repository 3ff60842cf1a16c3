// LIMITS (an operator's limits over the defaults, e.g. a venue behind one address): known limits only,
// whole numbers; anything else stops the start with the reason rather than running with a typo ignored.
import { describe, expect, it } from 'vitest';
import { limitsOf, loadConfig } from '../../src/server/config';

describe('LIMITS', () => {
  it('takes known limits as whole numbers', () => {
    expect(limitsOf('{"codePerIpHour":300,"participantRegistrationsPerIpHour":200}')).toEqual({ codePerIpHour: 300, participantRegistrationsPerIpHour: 200 });
    expect(loadConfig({ LIMITS: '{"codePerIpHour":5}' }).limits).toEqual({ codePerIpHour: 5 });
    expect(loadConfig({}).limits).toBeUndefined();
  });
  it('refuses what is not a limit', () => {
    expect(() => limitsOf('codePerIpHour=3')).toThrow('LIMITS: not JSON');
    expect(() => limitsOf('[1]')).toThrow('a JSON object');
    expect(() => limitsOf('{"codesPerIp":3}')).toThrow('no limit named codesPerIp');
    expect(() => limitsOf('{"codePerIpHour":-1}')).toThrow('whole number');
    expect(() => limitsOf('{"codePerIpHour":"9"}')).toThrow('whole number');
  });
});
