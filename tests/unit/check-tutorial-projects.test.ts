import {describe, expect, it} from 'vitest';
import {finishedProjectFiles, TUTORIALS} from '../../scripts/check-tutorial-projects';

describe('check-tutorial-projects', () => {
  it('takes the finished project of each tutorial: the last step, titled files only', () => {
    const files = finishedProjectFiles('docs/tutorials/quick-start.mdx');
    expect([...files.keys()].sort()).toEqual([
      'src/App.tsx',
      'src/app/hooks.ts',
      'src/app/store.ts',
      'src/features/counter/Counter.tsx',
      'src/features/counter/counterAPI.ts',
      'src/features/counter/counterSlice.ts',
      'src/main.tsx',
    ]);
    // The last version of a file a step rewrote, not its first one
    expect(files.get('src/features/counter/counterSlice.ts')).toContain('createAsyncThunk');
  });

  it('covers every step-wise tutorial page', () => {
    for (const {page} of TUTORIALS) {
      expect(finishedProjectFiles(page).size).toBeGreaterThan(3);
    }
  });

  it('refuses a page that is not step-wise', () => {
    expect(() => finishedProjectFiles('docs/api/createSlice.mdx')).toThrow(/not a step-wise page/);
  });
});
