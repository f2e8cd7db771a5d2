/** The DOM matchers of @testing-library/jest-dom (`toBeVisible`, `toHaveTextContent`, …) on vitest's `expect`. */
import '@testing-library/jest-dom/vitest';
