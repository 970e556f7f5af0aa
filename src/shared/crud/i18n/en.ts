/**
 * English texts of the CRUD kit (buttons, headers, notices every list page shares), added under `crud.*` when a page
 * built on the kit loads. A feature whose wording differs passes its own text through the component's props.
 */
export const crudEn = {
  add: 'Add',
  addChild: 'Add under {{name}}',
  editItem: 'Edit {{name}}',
  deleteItem: 'Delete {{name}}',
  deleteSelected: 'Delete selected ({{count}})',
  save: 'Save',
  close: 'Close',
  export: 'Export',
  search: 'Search',
  reset: 'Reset',
  retry: 'Retry',
  actions: 'Actions',
  filters: 'Filters',
  status: 'Status',
  on: 'On',
  off: 'Off',
  allStatuses: 'On and off',
  expand: 'Show the sub-items of {{name}}',
  collapse: 'Hide the sub-items of {{name}}',
  selectAll: 'Select every row on this page',
  selectRow: 'Select {{name}}',
  loadFailed: 'Could not load the list',
  deleteFailed: 'Delete failed',
  switchFailed: 'The switch could not be changed',
  enableConfirm: 'Switch {{name}} on?',
  disableConfirm: 'Switch {{name}} off?',
  noMatch: 'Nothing matches the search',
  /** The file upload field (src/shared/upload/upload-field.tsx). */
  upload: {
    choose: 'Choose file',
    chooseFor: 'Choose the {{field}} file',
    replace: 'Replace',
    remove: 'Remove',
    removeOf: 'Remove the {{field}}',
    cancel: 'Cancel upload',
    drop: 'Drop a file here or choose one',
    pictureHint: 'jpg, png or jpeg, up to {{size}}, one file',
    resourceHint: 'pag, mp4 or zip, up to {{size}}, one file',
    progress: 'Uploading {{name}}: {{percent}}%',
    progressLabel: 'Upload progress of the {{field}}',
    success: 'Uploaded successfully',
    failed: 'Upload failed: {{reason}}',
    preview: 'Preview of the picture',
  },
  /** The import dialog (src/shared/crud/import-dialog.tsx). */
  import: {
    file: 'File',
    submit: 'Import',
    doneTitle: 'Import done',
    refusedTitle: 'Nothing was imported',
    refused: '{{count}} problems in the file. Correct these rows and import the file again.',
    row: 'Row',
    column: 'Column',
    problem: 'Problem',
    more: 'And {{count}} more problems',
    failed: 'Import failed',
    close: 'Close',
  },
};

/** The shape every language satisfies. */
export type CrudLocale = typeof crudEn;
