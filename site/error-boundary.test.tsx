// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { ErrorBoundary } from './root.tsx';

function Broken(): never {
  throw new Error('the page could not render');
}

describe('the error page', () => {
  it.each([
    ['/x', 'Something went wrong', 'Please refresh the page and try again.'],
    ['/uk/x', 'Щось пішло не так', 'Оновіть сторінку й спробуйте ще раз.'],
  ])('speaks the language of %s', async (path, title, text) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Stub = createRoutesStub([{ path, Component: Broken, ErrorBoundary }]);
    render(<Stub initialEntries={[path]} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    error.mockRestore();
  });
});
