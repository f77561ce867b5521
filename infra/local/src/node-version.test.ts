import { describe, expect, it } from 'vitest';
import { nodeVersionNote } from './node-version';

describe('the start log’s Node.js note', () => {
  it('says once that Node 20.19+ is fine and 22 recommended', () => {
    expect(nodeVersionNote('v20.19.0')).toMatch(
      /fine for Tandem \(20\.19\+ is required\).*Node\.js 22 is recommended/,
    );
  });
  it('says nothing on Node 22 or later', () => {
    expect(nodeVersionNote('v22.11.0')).toBeNull();
    expect(nodeVersionNote('v24.1.0')).toBeNull();
  });
});
