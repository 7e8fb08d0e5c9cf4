/** Content of the home page, kept apart from its layout. */

export type Feature = {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly to: string;
  readonly linkLabel: string;
};

export const features: readonly Feature[] = [
  {
    id: 'store',
    title: 'A store in one call',
    body: 'configureStore combines your reducers, adds the thunk middleware and development checks, and connects the Redux DevTools.',
    to: '/api/configureStore',
    linkLabel: 'configureStore reference',
  },
  {
    id: 'slices',
    title: 'Slices instead of boilerplate',
    body: 'createSlice writes the action types and action creators for you, and Immer lets reducers update state with ordinary assignments.',
    to: '/tutorials/quick-start',
    linkLabel: 'Quick start tutorial',
  },
  {
    id: 'query',
    title: 'Data fetching and caching',
    body: 'RTK Query generates hooks from an endpoint definition and takes care of loading state, caching, deduplication and refetching.',
    to: '/rtk-query/overview',
    linkLabel: 'RTK Query overview',
  },
  {
    id: 'typescript',
    title: 'Typed from end to end',
    body: 'The toolkit is written in TypeScript. State, actions and hooks infer their types from your reducers and endpoints.',
    to: '/tutorials/typescript',
    linkLabel: 'TypeScript quick start',
  },
];

export type InstallCommand = {readonly manager: string; readonly command: string};

export const installCommands: readonly InstallCommand[] = [
  {manager: 'npm', command: 'npm install @reduxjs/toolkit react-redux'},
  {manager: 'yarn', command: 'yarn add @reduxjs/toolkit react-redux'},
  {manager: 'pnpm', command: 'pnpm add @reduxjs/toolkit react-redux'},
  {manager: 'bun', command: 'bun add @reduxjs/toolkit react-redux'},
];

/** A complete, runnable sample: a slice, a store and a dispatch. */
export const sampleCode = `import { configureStore, createSlice } from '@reduxjs/toolkit'
import type { PayloadAction } from '@reduxjs/toolkit'

const todosSlice = createSlice({
  name: 'todos',
  initialState: [] as { text: string; done: boolean }[],
  reducers: {
    todoAdded(state, action: PayloadAction<string>) {
      // Immer turns this "mutation" into an immutable update
      state.push({ text: action.payload, done: false })
    },
    todoToggled(state, action: PayloadAction<number>) {
      const todo = state[action.payload]
      if (todo) todo.done = !todo.done
    },
  },
})

export const { todoAdded, todoToggled } = todosSlice.actions

export const store = configureStore({
  reducer: { todos: todosSlice.reducer },
})

store.dispatch(todoAdded('Read the quick start'))
store.dispatch(todoToggled(0))
console.log(store.getState().todos)
// [{ text: 'Read the quick start', done: true }]
`;
