// What other features may use of tasks/ (eslint.config.js: a feature imports another only through
// its shared.ts): the tasks and their ticks, read by the admin grid.
export { allTaskSubmissions, listTasks } from './queries.ts';
