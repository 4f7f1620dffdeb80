'use client'

import { Component, type ErrorInfo, type ReactNode } from 'react'

import { ErrorFallback } from './ErrorFallback'

/** Shows the fallback on a rendering error; its retry button clears the error (SPEC §8). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError(error: unknown) {
    // Resize-observer loop warnings are browser noise, never a page failure.
    if (error instanceof Error && /ResizeObserver loop/.test(error.message)) return null
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The page failed to render:', error, info.componentStack)
  }

  render() {
    if (this.state.failed) return <ErrorFallback onRetry={() => this.setState({ failed: false })} />
    return this.props.children
  }
}
