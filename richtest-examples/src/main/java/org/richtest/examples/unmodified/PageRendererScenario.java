package org.richtest.examples.unmodified;

import org.richtest.Program;

/**
 * One thread loads the template of a {@link PageRenderer} while another renders a page: deadlocks
 * when the page task reaches the single worker first.
 */
public final class PageRendererScenario implements Program {

  @Override
  public void run() throws Exception {
    PageRenderer renderer = new PageRenderer();
    String[] page = new String[1];
    Thread loader = new Thread(renderer::loadTemplate, "loader");
    Thread request = new Thread(() -> {
      try {
        page[0] = renderer.renderNow("home");
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    }, "request");
    loader.start();
    request.start();
    loader.join();
    request.join();
    renderer.shutdown();
    if (!"<h1>home</h1>".equals(page[0])) {
      throw new AssertionError("rendered " + page[0]);
    }
  }
}
