/**
 * The todo concept (lessons v2, s03 and s05 teach it): the agent's plan as a checked list, one item in progress at a time.
 *
 * @module
 */
export { TodoList, type Todo, type TodoStatus } from "./todo-list.ts";
