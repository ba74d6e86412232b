import { matchPath } from 'react-router-dom';
import { areaPagePatterns } from '../areas';
import { paths } from '../paths';

const isAreaPage = (pathname: string) => areaPagePatterns.some((pattern) => matchPath(pattern, pathname));

describe('areas', () => {
  it('list every page of the signed-in areas that the app links to', () => {
    for (const path of [
      paths.dashboard,
      paths.projects,
      paths.projectCreate,
      paths.project('p1'),
      paths.projectEdit('p1'),
      paths.messages,
      paths.messageNew,
      paths.message('m1'),
      paths.messageEdit('m1'),
      paths.copies,
      paths.copyNew,
      paths.teleprompter,
      paths.settings,
      paths.settingsProfile,
      paths.settingsPreferences,
      paths.settingsBilling,
      paths.settingsApiTokens,
      paths.settingsBranding,
    ]) {
      expect(isAreaPage(path)).toBe(true);
    }
  });

  it('know nothing of other paths inside an area', () => {
    for (const path of ['/copies/abc', '/dashboard/x', '/projects/a/b/c', '/teleprompter/x', '/settings/anything']) {
      expect(isAreaPage(path)).toBe(false);
    }
  });
});
