import { z } from 'zod';
import { defineContract } from '@/lib/contracts/kit/contract';
import { done, listMeta, listOf, one } from '@/lib/schema-kit/responses';
import { assignee, todoCounts, todoInput, todoPatch, todoRow, todosQuery } from '@/lib/todos/schema';

const access = { route: '/todos' } as const;

/** The staff's to-do list (SPEC §7 main service). */
export const todosContracts = {
  list: defineContract({
    service: 'main',
    method: 'GET',
    path: '/todos',
    summary: 'To-dos, due date first (no date last), with the count of each state tab',
    access,
    query: todosQuery,
    response: z.object({ data: z.array(todoRow), meta: listMeta.extend({ counts: todoCounts }) }),
  }),
  create: defineContract({
    service: 'main',
    method: 'POST',
    path: '/todos',
    summary: 'Add a to-do',
    access,
    body: todoInput,
    response: one(todoRow),
  }),
  get: defineContract({ service: 'main', method: 'GET', path: '/todos/{id}', summary: 'One to-do', access, response: one(todoRow) }),
  update: defineContract({
    service: 'main',
    method: 'PATCH',
    path: '/todos/{id}',
    summary: 'Change the fields given of a to-do, or tick it done',
    access,
    body: todoPatch,
    response: one(todoRow),
  }),
  remove: defineContract({ service: 'main', method: 'DELETE', path: '/todos/{id}', summary: 'Delete a to-do', access, response: done }),
  assignees: defineContract({
    service: 'main',
    method: 'GET',
    path: '/todos/assignees',
    summary: 'Active staff users a to-do can be given to',
    access,
    response: listOf(assignee),
  }),
};
