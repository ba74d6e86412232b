// The remote's page of its own (the `standalone` environment, build-tools/src/standalone-remote.ts): not federated, it runs alone.
import('./bootstrap');
