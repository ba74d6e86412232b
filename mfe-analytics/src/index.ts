// The remote's page of its own (the `standalone` environment, .config/federation.ts): not federated, it runs alone.
import('./bootstrap');
