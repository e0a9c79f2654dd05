package org.richtest.examples.unmodified;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;

/**
 * Renders pages on one background thread, after loading their template on the same thread: a page
 * task waits for the template with {@code Future.get}. If the page task is submitted before the
 * template load, it occupies the only worker while the load waits in the queue behind it, and the
 * single-thread pool deadlocks.
 */
public final class PageRenderer {

  private final ExecutorService worker = Executors.newSingleThreadExecutor();
  private final FutureTask<String> template = new FutureTask<>(() -> "<h1>%s</h1>");

  /** Starts loading the template in the background. */
  public void loadTemplate() {
    worker.execute(template);
  }

  /** Renders {@code title} in the background, once the template is loaded. */
  public Future<String> render(String title) {
    return worker.submit(() -> template.get().formatted(title));
  }

  /** Lets the worker end once its tasks are done. */
  public void shutdown() {
    worker.shutdown();
  }

  /** Renders {@code title} and waits for the page. */
  public String renderNow(String title) throws InterruptedException {
    try {
      return render(title).get();
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    }
  }
}
