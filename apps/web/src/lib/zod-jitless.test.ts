import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeZodJitless } from './zod-jitless';

describe('makeZodJitless', () => {
  afterEach(() => {
    z.config({ jitless: false });
  });

  it('sets the config Zod itself reads, so it never probes for new Function', () => {
    z.config({ jitless: false });
    expect(z.config().jitless).toBe(false);
    makeZodJitless();
    expect(z.config().jitless).toBe(true);
  });
});
