import type { Project } from '../../types';
import { projectOptions } from '../project-picker';

const project = (id: string, businessName: string, role: Project['role']) =>
  ({ _id: id, role, details: { businessName } }) as Project;
const projects = [
  project('p1', 'Northwind', 'owner'),
  project('p2', 'Acme', 'viewer'),
  project('p3', 'Globex', 'editor'),
];

it('offers every project to filter by, leaves out or disables the ones the user can only read', () => {
  expect(projectOptions(projects).map((option) => option.value)).toEqual(['p1', 'p2', 'p3']);
  expect(projectOptions(projects, { viewOnly: 'hide' }).map((option) => option.value)).toEqual(['p1', 'p3']);
  expect(projectOptions(projects, { viewOnly: 'disable' })[1]).toEqual({
    value: 'p2',
    label: 'Acme (view only)',
    disabled: true,
  });
});

it("keeps the current project first when it is not offered (a message's own project, read-only now)", () => {
  const current = { value: 'p2', label: 'Acme' };
  expect(projectOptions(projects, { viewOnly: 'hide', current })).toEqual([
    current,
    { value: 'p1', label: 'Northwind' },
    { value: 'p3', label: 'Globex' },
  ]);
  expect(projectOptions(undefined, { current })).toEqual([current]);
});
