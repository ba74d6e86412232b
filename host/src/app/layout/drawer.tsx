import { Drawer } from 'antd';

/** antd's Drawer on its own, so that app-shell.tsx loads it only on a phone. */
export default Drawer;
