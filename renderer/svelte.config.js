// Svelte 5 reads TypeScript in <script lang="ts"> itself: no preprocessor is needed.
export default {
  compilerOptions: { runes: true },
};
