/**
 * Rspack `NormalModuleReplacementPlugin` arguments: antd's ConfigProvider's import of its tooltip UniqueProvider
 * (`../tooltip/UniqueProvider`, rendered only when `tooltip.unique` is set, which the apps never set) becomes `shim`,
 * which loads the real one when rendered (host/src/lib/tooltip-unique-provider.tsx). The real one imports
 * @rc-component/trigger, 7 KB gzip that came before every first render. antd's Tooltip imports it from its own
 * folder (`./UniqueProvider`) and keeps the real one, as does the shim.
 */
export function tooltipUniqueProviderOnDemand(shim: string) {
  const replace = (data: { context?: string; request?: string }) => {
    if (/[\\/]antd[\\/]es[\\/]config-provider$/.test(data.context ?? '')) data.request = shim;
  };
  return [/^\.\.\/tooltip\/UniqueProvider$/, replace] as const;
}

/**
 * Rspack `NormalModuleReplacementPlugin` arguments: antd Typography's imports of Tooltip (`../../tooltip`, in its
 * `Base` folder: the ellipsis, copy and edit hints) become `shims.tooltip`, and of its editor (`../Editable`, a
 * TextArea) `shims.editable`; each loads the real one when first rendered (host/src/lib/tooltip-on-demand.tsx,
 * typography-editable-on-demand.tsx). Typography draws them only when asked (`ellipsis={{ tooltip }}`, `copyable`,
 * `editable`), but imported them always: Tooltip, @rc-component/trigger, Input and their CSS came with every heading.
 */
export function typographyOnDemand(shims: { tooltip: string; editable: string }) {
  const replace = (data: { context?: string; request?: string }) => {
    if (!/[\\/]antd[\\/]es[\\/]typography[\\/]Base$/.test(data.context ?? '')) return;
    data.request = data.request === '../Editable' ? shims.editable : shims.tooltip;
  };
  return [/^(?:\.\.\/\.\.\/tooltip|\.\.\/Editable)$/, replace] as const;
}
