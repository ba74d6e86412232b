import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BRAND_LOGO_FIELD, type Branding } from '@brandcast/shared';
import { brandingEndpoints, brandingKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** GET /branding: what is stored and whether the plan shows it now. */
export const useBranding = () =>
  useQuery({ queryKey: brandingKeys.all, queryFn: () => api.get<Branding>(brandingEndpoints.branding) });

/** Each change answers the branding as it now is, which replaces the cached one. */
function useBrandingChange<V>(call: (value: V) => Promise<Branding | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (branding) =>
      branding
        ? queryClient.setQueryData(brandingKeys.all, branding)
        : queryClient.invalidateQueries({ queryKey: brandingKeys.all }),
  });
}

export const useSetBrandColor = () =>
  useBrandingChange((color: string) => api.put<Branding>(brandingEndpoints.color, { color }));

export const useUploadLogo = () =>
  useBrandingChange((file: Blob) => {
    const form = new FormData();
    form.append(BRAND_LOGO_FIELD, file);
    return api.put<Branding>(brandingEndpoints.logo, form);
  });

export const useRemoveLogo = () => useBrandingChange((_: void) => api.delete<Branding>(brandingEndpoints.logo));

/** DELETE /branding: logo and colour gone, back to Brandcast's look. */
export const useResetBranding = () => useBrandingChange((_: void) => api.delete<null>(brandingEndpoints.branding));
