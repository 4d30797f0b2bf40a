/**
 * The todo concept (lessons v2, s03 and s05 teach it): the agent's plan as a checked list, one item in progress at a time.
 * The kit's is s05's: todoListOf() for a lesson that takes its parts, TodoList for one that holds an object.
 *
 * @module
 */
export {
  type SessionTodos,
  TodoList,
  todoListOf,
  type Todo,
  type TodoStatus,
} from "./todo-list.ts";
