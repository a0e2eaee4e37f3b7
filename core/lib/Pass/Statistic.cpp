//===- Statistic.cpp - Named counters for -stats --------------------------===//

#include "mopt/Pass/Statistic.h"

#include <algorithm>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

using namespace mopt;

namespace {
/// Every live counter. Plugins register theirs while they load, which may
/// happen while another thread reads the list, hence the lock.
struct StatisticList {
  std::mutex Lock;
  std::vector<const Statistic *> Counters;
};
} // namespace

static StatisticList &getList() {
  static StatisticList List;
  return List;
}

Statistic::Statistic(const char *PassName, const char *Description)
    : PassName(PassName), Description(Description) {
  StatisticList &L = getList();
  std::lock_guard<std::mutex> Guard(L.Lock);
  L.Counters.push_back(this);
}

Statistic::~Statistic() {
  StatisticList &L = getList();
  std::lock_guard<std::mutex> Guard(L.Lock);
  L.Counters.erase(std::remove(L.Counters.begin(), L.Counters.end(), this),
                   L.Counters.end());
}

static std::atomic<bool> StatisticsEnabled{false};

bool mopt::areStatisticsEnabled() {
  return StatisticsEnabled.load(std::memory_order_relaxed);
}

void mopt::enableStatistics() {
  StatisticsEnabled.store(true, std::memory_order_relaxed);
}

void mopt::printStatistics(std::FILE *Out) {
  StatisticList &L = getList();
  std::lock_guard<std::mutex> Guard(L.Lock);
  std::vector<const Statistic *> Shown;
  for (const Statistic *S : L.Counters)
    if (S->getValue())
      Shown.push_back(S);
  if (Shown.empty())
    return;
  std::sort(
      Shown.begin(), Shown.end(), [](const Statistic *A, const Statistic *B) {
        int ByPass = std::strcmp(A->getPassName(), B->getPassName());
        return ByPass
                   ? ByPass < 0
                   : std::strcmp(A->getDescription(), B->getDescription()) < 0;
      });
  size_t ValueWidth = 0, NameWidth = 0;
  for (const Statistic *S : Shown) {
    ValueWidth = std::max(ValueWidth, std::to_string(S->getValue()).size());
    NameWidth = std::max(NameWidth, std::strlen(S->getPassName()));
  }
  const char *Rule = "===-------------------------------------------------"
                     "------------------------===\n";
  std::fprintf(Out, "%s%*s... Statistics Collected ...\n%s\n", Rule, 26, "",
               Rule);
  for (const Statistic *S : Shown)
    std::fprintf(Out, "%*llu %-*s - %s\n", int(ValueWidth),
                 static_cast<unsigned long long>(S->getValue()), int(NameWidth),
                 S->getPassName(), S->getDescription());
  std::fputc('\n', Out);
}
