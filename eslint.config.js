import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'node_modules/**',
      'playwright-report/**',
      'test-results/**',
      'public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // A browser test's pointer action waits for its target to settle after the jump that brings
    // it into view (tests/e2e/helpers.ts, decision 033); the locator's own methods do not.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/helpers.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(click|dblclick|tap|check|uncheck|setChecked|hover|dragTo)$/]:not([callee.object.property.name='mouse'])",
          message:
            'Use click, check or hover from tests/e2e/helpers.ts: they wait until a target a jump brought into view stops moving (a band drawn as it nears the screen changes height).',
        },
      ],
    },
  },
);
