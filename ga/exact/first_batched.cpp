#include "first_batched.hpp"

#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "search_kernels.hpp"

namespace nqga {

namespace {

using Row64 = std::uint64_t;

// The search walks node by node down to this row before it asks about whole subtrees.
constexpr int kFirstAskedRow = 6;

// A question for a batched search gives up after this many nodes (about 10 ms), so asking about a
// subtree that holds a solution, or that is too large, costs little; such a subtree is walked
// node by node and its children are asked about instead.
constexpr std::uint64_t kNodeBudget = std::uint64_t{1} << 24;

// Does the subtree below a node hold a solution, and if not, how many nodes does it hold?
struct Query {
  enum class State { queued, running, answered, withdrawn };
  Subtree<Row64> tree;
  SubtreeTally tally;
  State state;
};

// Answers queries on `threads` threads, the asking thread among them, earliest first. The search
// asks about all children of a node at once, in order, then waits for the answers one at a time,
// so the other threads answer the next siblings meanwhile: speculation that pays whenever the
// subtrees are empty, nearly always. A node's children come before its later siblings, so they
// are queued at the front.
class QueryPool {
 public:
  QueryPool(int threads, SearchKernel kernel, std::atomic<bool>& stop)
      : kernel_(kernel), stop_(stop) {
    for (int t = 0; t < threads; ++t) {
      buffers_.push_back(std::make_unique_for_overwrite<SearchBuffers<Row64>>());
    }
    for (int t = 1; t < threads; ++t) helpers_.emplace_back([this, t] { help(*buffers_[t]); });
  }

  ~QueryPool() {
    {
      const std::lock_guard lock(mutex_);
      quit_ = true;
    }
    changed_.notify_all();
    for (std::thread& helper : helpers_) helper.join();
  }

  // Queues count queries ahead of all others, in order. They must stay in place until answered,
  // withdrawn or halt().
  void ask(Query* queries, int count) {
    {
      const std::lock_guard lock(mutex_);
      for (int k = count - 1; k >= 0; --k) {
        queries[k].state = Query::State::queued;
        queue_.push_front(&queries[k]);
      }
    }
    changed_.notify_all();
  }

  // Takes back those of the count queries not started yet (state withdrawn); the others will be
  // answered.
  void withdraw(Query* queries, int count) {
    const std::lock_guard lock(mutex_);
    std::erase_if(queue_, [&](Query* q) { return q >= queries && q < queries + count; });
    for (int k = 0; k < count; ++k) {
      if (queries[k].state == Query::State::queued) queries[k].state = Query::State::withdrawn;
    }
  }

  // Waits for the answer to a query, answering queued ones meanwhile; null if it was withdrawn.
  const SubtreeTally* answer(Query& query) {
    std::unique_lock lock(mutex_);
    while (query.state != Query::State::answered) {
      if (query.state == Query::State::withdrawn) return nullptr;
      if (queue_.empty()) {
        changed_.wait(lock);
      } else {
        answer_next(lock, *buffers_[0]);
      }
    }
    return &query.tally;
  }

  // The nodes every query has entered so far, answered, given up (node budget) or stopped.
  std::uint64_t entered_nodes() {
    const std::lock_guard lock(mutex_);
    return entered_nodes_;
  }

  // The search is over: stops the queries running (through the stop flag), drops the queued ones
  // and returns once no thread refers to any query.
  void halt() {
    stop_.store(true, std::memory_order_relaxed);
    std::unique_lock lock(mutex_);
    queue_.clear();
    changed_.wait(lock, [this] { return running_ == 0; });
  }

 private:
  void help(SearchBuffers<Row64>& buffers) {
    std::unique_lock lock(mutex_);
    for (;;) {
      changed_.wait(lock, [this] { return quit_ || !queue_.empty(); });
      if (quit_) return;
      answer_next(lock, buffers);
    }
  }

  // Takes the front query and answers it outside the lock.
  void answer_next(std::unique_lock<std::mutex>& lock, SearchBuffers<Row64>& buffers) {
    Query& query = *queue_.front();
    queue_.pop_front();
    query.state = Query::State::running;
    ++running_;
    lock.unlock();
    const SubtreeTally tally = kernel_ == SearchKernel::avx512
                                   ? any_solution_avx512(query.tree, buffers, stop_, kNodeBudget)
                                   : any_solution_avx2(query.tree, buffers, stop_, kNodeBudget);
    lock.lock();
    entered_nodes_ += tally.nodes;
    query.tally = tally;
    query.state = Query::State::answered;
    --running_;
    changed_.notify_all();
  }

  const SearchKernel kernel_;
  std::atomic<bool>& stop_;
  std::vector<std::unique_ptr<SearchBuffers<Row64>>> buffers_;  // one per thread; 0: the asker's
  std::vector<std::thread> helpers_;
  std::mutex mutex_;
  std::condition_variable changed_;  // a query queued or answered, or quit
  std::deque<Query*> queue_;         // front: the earliest in lexicographic order
  int running_ = 0;
  std::uint64_t entered_nodes_ = 0;
  bool quit_ = false;
};

// The lexicographic search, one node at a time, where the subtrees below are asked about: an
// empty one only adds its node count (plain backtracking enters every one of its nodes), any
// other is entered. Where one child's subtree holds a solution or is over the budget, its later
// siblings are not asked about (the first search stays in it; the others are likely as large),
// and nor are the children of a node whose row last had a subtree over the budget.
class BatchedLexicographicSearch {
 public:
  BatchedLexicographicSearch(int n, SearchKernel kernel, int threads, std::atomic<bool>& stop,
                             FirstSolution& result)
      : n_(n),
        mask_(n == 64 ? ~Row64{0} : (Row64{1} << n) - 1),
        result_(result),
        queries_(threads, kernel, stop) {
    for (Row64& row : allowed_) row = mask_;
  }

  // An ended search counts the nodes of plain backtracking; one cut by `stop` every node it
  // entered: those of the walk and of every query, the ones it gave up on or had not used yet
  // included. The plain count has no meaning there: the queries had searched ahead of it, and a
  // query over its budget (10 ms of nodes, searched again node by node) left it at a few dozen
  // after 0.3 s at n = 40 on AVX2.
  void run() {
    result_.board.assign(static_cast<std::size_t>(n_), 0);
    result_.visited_nodes = 1;  // the root: the empty board
    result_.solved = descend(0, 0, 0, 0);
    if (result_.timed_out) result_.visited_nodes = walked_nodes_ + queries_.entered_nodes();
  }

 private:
  // Places a queen on `row` in each free square in turn; true once the board is complete.
  bool descend(int row, Row64 left, Row64 down, Row64 right) {
    const Row64 free = mask_ & ~(left | down | right);
    Query queries[64];
    int count = 0;
    if (row + 1 >= kFirstAskedRow && row + 2 < n_ && last_subtree_nodes_[row + 1] <= kNodeBudget) {
      for (Row64 f = free; f; f &= f - 1) {
        const Row64 bit = f & (0 - f);
        const Row64 l = (left | bit) << 1, d = down | bit, r = (right | bit) >> 1;
        queries[count++].tree = {row + 1, n_ - 1, allowed_, l, d, r};
      }
      queries_.ask(queries, count);
    }
    int child = 0;
    for (Row64 f = free; f; f &= f - 1, ++child) {
      const Row64 bit = f & (0 - f);
      ++result_.visited_nodes;
      ++walked_nodes_;
      result_.board[static_cast<std::size_t>(row)] = __builtin_ctzll(bit);
      if (row + 1 == n_) {
        queries_.halt();
        return true;
      }
      const std::uint64_t before = result_.visited_nodes;
      if (const SubtreeTally* tally = child < count ? queries_.answer(queries[child]) : nullptr) {
        if (tally->stopped) {
          result_.timed_out = true;
          queries_.halt();
          return false;
        }
        if (tally->solutions == 0 && !tally->exhausted) {
          result_.visited_nodes += tally->nodes;
          last_subtree_nodes_[row + 1] = tally->nodes;
          continue;
        }
        queries_.withdraw(queries + child + 1, count - child - 1);
      }
      if (descend(row + 1, (left | bit) << 1, down | bit, (right | bit) >> 1)) return true;
      if (result_.timed_out) return false;
      last_subtree_nodes_[row + 1] = result_.visited_nodes - before;
    }
    return false;
  }

  const int n_;
  const Row64 mask_;
  FirstSolution& result_;
  Row64 allowed_[64];
  std::uint64_t last_subtree_nodes_[64] = {};  // per root row: the last empty subtree's size
  std::uint64_t walked_nodes_ = 1;             // entered one at a time, the root included
  QueryPool queries_;
};

}  // namespace

void first_solution_batched(int n, SearchKernel kernel, int threads, std::atomic<bool>& stop,
                            FirstSolution& result) {
  BatchedLexicographicSearch(n, kernel, threads, stop, result).run();
}

}  // namespace nqga
