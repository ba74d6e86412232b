# One static web service per bundle: `--build-arg PACKAGE=host` (or mfe-auth, mfe-projects, ...).
FROM node:20-bookworm-slim AS build
ARG PACKAGE
WORKDIR /app
COPY . .
RUN npx --yes pnpm@10.34.9 install --frozen-lockfile \
 && npx --yes pnpm@10.34.9 --filter "${PACKAGE}" run build

FROM nginx:1.27-alpine
ARG PACKAGE
COPY .config/docker/web.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${PACKAGE}/dist /usr/share/nginx/html
