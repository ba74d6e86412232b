import type { PaginationProps } from 'antd';
import { DEFAULT_PAGE_SIZE } from '@brandcast/shared';

/**
 * How every list pages (antd Pagination, or a Table's `pagination`): the API's page size, no size changer,
 * hidden when there is one page; `onPage` gets the page number asked for.
 */
export function listPaging(page: number, total: number, onPage: (page: number) => void): PaginationProps {
  return {
    current: page,
    pageSize: DEFAULT_PAGE_SIZE,
    total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: onPage,
  };
}
