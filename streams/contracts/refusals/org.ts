/**
 * Refusals of jobs, departments, dictionaries and menus (streams/contracts/{jobs,depts,dicts,menus}.ts and their
 * server modules). English templates; `{{name}}` is a param; a list param `x` with `xMore` reads "a, b and 3 more".
 */
import { messagesOf } from './template';

export const ORG_REFUSALS = {
  // Jobs.
  JOB_NAME_TAKEN: "a job named '{{name}}' already exists",
  JOB_HELD_BY: 'Job {{job}} is held by users: {{users}}',
  JOB_NOT_FOUND: 'Job {{ids}} does not exist',

  // Departments.
  DEPT_MISSING: 'department {{ids}} does not exist',
  DEPT_OWN_DESCENDANT: 'a department cannot be moved under itself or one of its sub-departments',
  DEPT_HAS_USERS: 'Department {{dept}} has users: {{users}}',
  DEPT_IN_ROLE_SCOPE: 'Department {{dept}} is in the data scope of roles: {{roles}}',
  DEPT_NOT_FOUND: 'Department {{ids}} does not exist',
  DEPT_PARENT_IN_SCOPE: 'choose a parent department inside your data scope',
  DATE_FORMAT_DEPTS: 'dates must look like 2026-01-31 23:59:59',

  // Dictionaries.
  DICT_NAME_TAKEN: "a dictionary named '{{name}}' already exists",
  DICT_NOT_FOUND: 'Dictionary {{ids}} does not exist',
  DICT_MISSING: 'dictionary {{id}} does not exist',
  DICT_ENTRY_NOT_FOUND: 'Dictionary entry {{ids}} does not exist',

  // Menus.
  MENU_NOT_FOUND: 'Menu {{ids}} does not exist',
  MENU_MISSING: 'menu {{ids}} does not exist',
  MENU_TITLE_TAKEN: "a menu titled '{{title}}' already exists",
  MENU_COMPONENT_TAKEN: "'{{component}}' is already used by another menu",
  MENU_BUTTON_PARENT: 'a button cannot contain menus',
  MENU_OWN_DESCENDANT: 'a menu cannot be moved under itself or one of its children',
  MENU_PATH_REQUIRED: 'required for a directory or a page',
  MENU_COMPONENT_REQUIRED: 'required for a page',
  MENU_UNKNOWN_PAGE: "the console has no page named '{{component}}'",
  MENU_TITLE_KEY: 'a translated title is x: followed by a key of letters, digits and _',
  MENU_PERMISSION_REQUIRED: 'required for a button',
} as const;

/** English text of an org refusal. */
export const orgMessage = messagesOf(ORG_REFUSALS);
