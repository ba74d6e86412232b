/** `/branding`: the signed-in owner's logo and brand colour (custom branding, Enterprise and admin). */
export const brandingEndpoints = {
  branding: '/branding',
  color: '/branding/color',
  logo: '/branding/logo',
} as const;

export const brandingKeys = {
  all: ['branding'] as const,
};
