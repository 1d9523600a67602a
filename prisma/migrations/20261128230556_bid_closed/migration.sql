-- AlterEnum
ALTER TYPE "BidStatus" ADD VALUE 'closed';
